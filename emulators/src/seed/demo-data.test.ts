import {
  businessUserSchema,
  businessUserWebsiteSchema,
  feedbackCategories,
  normalUserSchema,
  productWebsiteSchema,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo-data.ts';
import { replaceImagesWithUrls } from './image-urls.ts';

const data = buildDemoData();
const normalUsers = Object.values(data.normalUsers);
const businessUsers = Object.values(data.businessUsers);
const withUrls = <T>(tree: T) => replaceImagesWithUrls(tree, (image) => `https://images.test/${image.path}`);

describe('the demo data', () => {
  it('is the same on every run', () => {
    expect(withUrls(buildDemoData())).toEqual(withUrls(data));
  });

  it('has at least 40 normal users, some registered and some not, all of the stored shape', () => {
    expect(normalUsers.length).toBeGreaterThanOrEqual(40);
    for (const user of normalUsers) normalUserSchema.parse(user);
    expect(normalUsers.some((user) => user.registrationDetails)).toBe(true);
    expect(normalUsers.some((user) => !user.registrationDetails)).toBe(true);
  });

  it('gives half of the normal users unapproved feedback across every category and rating', () => {
    const unapproved = normalUsers.flatMap((user) =>
      user.feedback && !user.feedback.approveFeedback ? [user.feedback] : [],
    );
    expect(unapproved.length).toBe(normalUsers.length / 2);
    expect(new Set(unapproved.map((feedback) => feedback.category))).toEqual(
      new Set(feedbackCategories.map((category) => category.stored)),
    );
    expect(new Set(unapproved.map((feedback) => feedback.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('dates all feedback in the past, as database.rules.json requires of the app', () => {
    const now = Date.now();
    const feedback = normalUsers.flatMap((user) => (user.feedback ? [user.feedback] : []));
    expect(feedback.length).toBeGreaterThan(0);
    for (const { timestamp, feedbackApproveTimestamp } of feedback) {
      expect(timestamp).toBeLessThanOrEqual(now);
      expect(feedbackApproveTimestamp ?? timestamp).toBeLessThanOrEqual(now);
    }
  });

  it('has 15 business users with certification links, some approved and some waiting', () => {
    expect(businessUsers.length).toBe(15);
    for (const user of businessUsers) businessUserSchema.parse(user);
    expect(businessUsers.every((user) => user.businessCertification?.startsWith('https://'))).toBe(true);
    expect(businessUsers.some((user) => user.isApproveUser)).toBe(true);
    expect(businessUsers.some((user) => !user.isApproveUser)).toBe(true);
  });

  it('uses distinct user ids shaped like Auth uids', () => {
    const ids = [...Object.keys(data.normalUsers), ...Object.keys(data.businessUsers)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[A-Za-z0-9]{28}$/.test(id))).toBe(true);
  });

  it('fills both websites with content of the stored shape, every image named by a URL', () => {
    const product = productWebsiteSchema.parse(withUrls(data.productWebsite));
    const business = businessUserWebsiteSchema.parse(withUrls(data.businessUserWebsite));
    expect(Object.keys(product.KeyFeature.Feature ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(product.AboutUs.Members ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(business.AboutUs.Member ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(business.BenefitOfPartnership.Benefits ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(business.ContactUs ?? {}).length).toBeGreaterThan(0);
    expect(JSON.stringify([product, business])).not.toContain('"bytes"');
  });

  it('keeps every image in one of the six content folders, named timestamp + file name', () => {
    const folders = new Set(data.images.map((image) => image.folder));
    expect(folders.size).toBe(6);
    expect(data.images.every((image) => /^\d{13}.+\.png$/.test(image.fileName))).toBe(true);
  });

  it('schedules a date at 12:00 UTC', () => {
    expect(new Date(data.schedule.timestamp).toISOString()).toBe(`${data.schedule.date}T12:00:00.000Z`);
  });
});
