import { z } from 'zod';

export const titledMainSchema = z.object({ Title: z.string(), Description: z.string() });
export const describedMainSchema = z.object({ Description: z.string() });
// Alt texts sit beside the image they describe (`imageAlt` beside `image`, `iconAlt` beside `icon`): an empty text
// marks a decorative image, a missing one an image nobody has described yet.
export const headerImageMainSchema = z.object({
  Description: z.string(),
  image: z.string().optional(),
  imageAlt: z.string().optional(),
});
export const featureSchema = z.object({
  icon: z.string(),
  iconAlt: z.string().optional(),
  options: z.array(z.string()),
});
export const imageItemSchema = z.object({
  image: z.string(),
  imageAlt: z.string().optional(),
  description: z.string(),
});
export const contactRowSchema = z.object({
  Title: z.string(),
  Description: z.string(),
  CompanyInformation: z.string(),
});

export const productWebsiteSchema = z.object({
  KeyFeature: z.object({
    Main: titledMainSchema,
    Feature: z.record(z.string(), featureSchema).optional(),
  }),
  AboutUs: z.object({
    Main: headerImageMainSchema,
    Members: z.record(z.string(), imageItemSchema).optional(),
  }),
});

export const businessUserWebsiteSchema = z.object({
  AboutUs: z.object({
    Main: headerImageMainSchema,
    Member: z.record(z.string(), imageItemSchema).optional(),
  }),
  BenefitOfPartnership: z.object({
    Main: describedMainSchema,
    Benefits: z.record(z.string(), imageItemSchema).optional(),
  }),
  ContactUs: z.record(z.string(), contactRowSchema).optional(),
});

export type Feature = z.infer<typeof featureSchema>;
export type ImageItem = z.infer<typeof imageItemSchema>;
export type ContactRow = z.infer<typeof contactRowSchema>;
