export { addSiteItem } from './add-site-item.ts';
export * from './content-version-triggers.ts';
export { deleteSiteItem } from './delete-site-item.ts';
export { restoreContentVersion } from './restore-content-version.ts';
export { updateSiteContent } from './update-site-content.ts';
export { uploadSiteImage } from './upload-site-image.ts';
