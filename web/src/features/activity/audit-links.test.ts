import { describe, expect, it } from 'vitest';
import { auditTargetLink } from './audit-links.ts';

describe('auditTargetLink', () => {
  it('links users, their feedback and the trash to their screens', () => {
    expect(auditTargetLink('users/u 1')).toBe('/view_user_dashboard/u%201');
    expect(auditTargetLink('business-users/b1')).toBe('/view_user_dashboard/b1');
    expect(auditTargetLink('users/u1/feedback')).toBe('/view_feedback/u1');
    expect(auditTargetLink('userTrash/u1')).toBe('/manage_user_dashboard/trash');
    expect(auditTargetLink('userTrash')).toBe('/manage_user_dashboard/trash');
  });

  it('links website content and its images to the screen that edits them', () => {
    expect(auditTargetLink('ProductWebsite/KeyFeature/Feature/-Nabc')).toBe('/view_about_feature');
    expect(auditTargetLink('ProductWebsite/AboutUs/Main')).toBe('/view_about_us');
    expect(auditTargetLink('BusinessUserWebsite/AboutUs/Member/-N1')).toBe('/view_about_us_biz');
    expect(auditTargetLink('BusinessUserWebsite/BenefitOfPartnership/Main')).toBe('/view_partnership');
    expect(auditTargetLink('BusinessUserWebsite/ContactUs/-N2')).toBe('/view_contact_us');
    expect(auditTargetLink('BusinessBenefitsIconImage/1700000000000icon.png')).toBe('/view_partnership');
  });

  it('links workout content and the schedule, and nothing it does not know', () => {
    expect(auditTargetLink('Workout content/youtube-abc')).toBe('/workout');
    expect(auditTargetLink('ScheduleDateAndTime/fixedDocumentId')).toBe('/manage_feedback');
    expect(auditTargetLink('AuditLog')).toBeUndefined();
    expect(auditTargetLink('ProductWebsiteOther/x')).toBeUndefined();
    expect(auditTargetLink('AboutMembers/deeper/x.png')).toBeUndefined();
    expect(auditTargetLink('toString/x.png')).toBeUndefined();
  });
});
