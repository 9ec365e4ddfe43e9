import {
  type ContentAuthor,
  dayMs,
  type Release,
  releaseChangeKey,
  releaseSchema,
} from '@management-center/contract';
import { z } from 'zod';

// The demo's one release, scheduled: a spring promotion across both websites, prepared by the editor, to go live at
// 9:00 UTC the day after the demo data is loaded (the local scheduler publishes it then, if `npm start` still runs).
export const demoReleaseId = '-DemoSpringPromotion';

// What the release starts from: the demo's texts, as the websites hold them.
const websitesSchema = z.object({
  productWebsite: z.object({ KeyFeature: z.object({ Main: z.object({ Title: z.string() }) }) }),
  businessUserWebsite: z.object({
    BenefitOfPartnership: z.object({ Main: z.object({ Description: z.string() }) }),
    ContactUs: z.record(z.string(), z.object({ Title: z.string() })),
  }),
});

export function demoRelease(websites: unknown, editor: ContentAuthor, loadedAt: number): Release {
  const { productWebsite, businessUserWebsite } = websitesSchema.parse(websites);
  const keyFeature = productWebsite.KeyFeature.Main;
  const benefits = businessUserWebsite.BenefitOfPartnership.Main;
  const [contactId, contact] = Object.entries(businessUserWebsite.ContactUs)[0] ?? [];
  if (contactId === undefined || contact === undefined) throw new Error('The demo data has a contact row');
  const saved = { savedAt: loadedAt - 3_600_000, savedBy: editor };
  return releaseSchema.parse({
    name: 'Spring promotion',
    createdAt: loadedAt - 7_200_000,
    createdBy: editor,
    status: 'scheduled',
    publishAt: (Math.floor(loadedAt / dayMs) + 1) * dayMs + 9 * 3_600_000,
    changes: {
      [releaseChangeKey('productKeyFeatureMain')]: {
        target: 'productKeyFeatureMain',
        kind: 'update',
        fields: { Title: 'Spring into shape: three months for the price of two' },
        base: { Title: keyFeature.Title },
        ...saved,
      },
      [releaseChangeKey('businessBenefitsMain')]: {
        target: 'businessBenefitsMain',
        kind: 'update',
        fields: {
          Description: 'Partner with us before April and your first season of bookings is commission-free.',
        },
        base: { Description: benefits.Description },
        ...saved,
      },
      [releaseChangeKey('businessContactRow', contactId)]: {
        target: 'businessContactRow',
        itemId: contactId,
        kind: 'update',
        fields: { Title: 'Spring partnership offers' },
        base: { Title: contact.Title },
        ...saved,
      },
    },
  });
}
