import {
  contentFolderOf,
  databasePaths,
  firestoreCollections,
  type StorageFolder,
  userTrashPath,
} from '@management-center/contract';

// The screen that shows each part of the website content, by the start of its path.
const contentScreens: ReadonlyArray<readonly [prefix: string, route: string]> = [
  [`${databasePaths.productWebsite}/KeyFeature`, '/view_about_feature'],
  [`${databasePaths.productWebsite}/AboutUs`, '/view_about_us'],
  [`${databasePaths.businessUserWebsite}/AboutUs`, '/view_about_us_biz'],
  [`${databasePaths.businessUserWebsite}/BenefitOfPartnership`, '/view_partnership'],
  [`${databasePaths.businessUserWebsite}/ContactUs`, '/view_contact_us'],
];

// An uploaded image's screen, by its Storage folder.
const imageScreens: Record<StorageFolder, string> = {
  ProductAboutUsHeaderImage: '/view_about_us',
  ProductFeatureIcons: '/view_about_feature',
  AboutMembers: '/view_about_us',
  BusinessAboutUsHeader: '/view_about_us_biz',
  BusinessAboutMembers: '/view_about_us_biz',
  BusinessBenefitsIconImage: '/view_partnership',
};

function userPage(collection: string, segments: readonly string[]): string | undefined {
  const [userId, field] = segments;
  if (!userId) return undefined;
  const id = encodeURIComponent(userId);
  return collection === databasePaths.normalUsers && field === 'feedback'
    ? `/view_feedback/${id}`
    : `/view_user_dashboard/${id}`;
}

/** The console screen that shows what an audit entry's target names, if there is one. */
export function auditTargetLink(target: string): string | undefined {
  const [root = '', ...rest] = target.split('/');
  if (root === databasePaths.normalUsers || root === databasePaths.businessUsers) return userPage(root, rest);
  if (root === userTrashPath) return '/manage_user_dashboard/trash';
  if (root === firestoreCollections.workoutContent) return '/workout';
  if (target === databasePaths.schedule) return '/manage_feedback';
  const content = contentScreens.find(([prefix]) => target === prefix || target.startsWith(`${prefix}/`));
  if (content) return content[1];
  const folder = contentFolderOf(target);
  return folder === undefined ? undefined : imageScreens[folder];
}
