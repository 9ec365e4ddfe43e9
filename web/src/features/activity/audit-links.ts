import {
  contentFolderOf,
  databasePaths,
  firestoreCollections,
  type StorageFolder,
  userTrashPath,
} from '@management-center/contract';
import { routePaths, userFeedbackPath, userPath } from '../../lib/navigation/paths.ts';

// The screen that shows each part of the website content, by the start of its path.
const contentScreens: ReadonlyArray<readonly [prefix: string, route: string]> = [
  [`${databasePaths.productWebsite}/KeyFeature`, routePaths.keyFeatures],
  [`${databasePaths.productWebsite}/AboutUs`, routePaths.productAboutUs],
  [`${databasePaths.businessUserWebsite}/AboutUs`, routePaths.businessAboutUs],
  [`${databasePaths.businessUserWebsite}/BenefitOfPartnership`, routePaths.partnership],
  [`${databasePaths.businessUserWebsite}/ContactUs`, routePaths.contactUs],
];

// An uploaded image's screen, by its Storage folder.
const imageScreens: Record<StorageFolder, string> = {
  ProductAboutUsHeaderImage: routePaths.productAboutUs,
  ProductFeatureIcons: routePaths.keyFeatures,
  AboutMembers: routePaths.productAboutUs,
  BusinessAboutUsHeader: routePaths.businessAboutUs,
  BusinessAboutMembers: routePaths.businessAboutUs,
  BusinessBenefitsIconImage: routePaths.partnership,
};

function userPage(collection: string, segments: readonly string[]): string | undefined {
  const [userId, field] = segments;
  if (!userId) return undefined;
  return collection === databasePaths.normalUsers && field === 'feedback'
    ? userFeedbackPath(userId)
    : userPath(userId);
}

/** The console screen that shows what an audit entry's target names, if there is one. */
export function auditTargetLink(target: string): string | undefined {
  const [root = '', ...rest] = target.split('/');
  if (root === databasePaths.normalUsers || root === databasePaths.businessUsers) return userPage(root, rest);
  if (root === userTrashPath) return routePaths.trash;
  if (root === firestoreCollections.workoutContent) return routePaths.workout;
  if (target === databasePaths.schedule) return routePaths.feedback;
  const content = contentScreens.find(([prefix]) => target === prefix || target.startsWith(`${prefix}/`));
  if (content) return content[1];
  const folder = contentFolderOf(target);
  return folder === undefined ? undefined : imageScreens[folder];
}
