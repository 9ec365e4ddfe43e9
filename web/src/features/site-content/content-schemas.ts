import {
  businessUserWebsiteSchema,
  contactRowSchema,
  databasePaths,
  productWebsiteSchema,
} from '@management-center/contract';
import { z } from 'zod';

const productAboutUs = productWebsiteSchema.shape.AboutUs;
const businessAboutUs = businessUserWebsiteSchema.shape.AboutUs;
const benefitOfPartnership = businessUserWebsiteSchema.shape.BenefitOfPartnership;

// The live paths the screens read, each with the schema of what lies there (docs/product.md, Data). The
// about-us and partnership nodes share one shape, a main node and image items, under different key names.
export const siteContentReads = {
  keyFeatures: {
    path: `${databasePaths.productWebsite}/KeyFeature`,
    schema: productWebsiteSchema.shape.KeyFeature,
  },
  productAboutUs: {
    path: `${databasePaths.productWebsite}/AboutUs`,
    schema: productAboutUs.transform(({ Main, Members }) => ({ main: Main, items: Members })),
  },
  businessAboutUs: {
    path: `${databasePaths.businessUserWebsite}/AboutUs`,
    schema: businessAboutUs.transform(({ Main, Member }) => ({ main: Main, items: Member })),
  },
  partnership: {
    path: `${databasePaths.businessUserWebsite}/BenefitOfPartnership`,
    schema: benefitOfPartnership.transform(({ Main, Benefits }) => ({ main: Main, items: Benefits })),
  },
  contactUs: {
    path: `${databasePaths.businessUserWebsite}/ContactUs`,
    // A website without contact rows has no node at all.
    schema: z.record(z.string(), contactRowSchema).nullable(),
  },
} as const;
