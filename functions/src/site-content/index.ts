export { addSiteItem } from './add-site-item.ts';
export { deleteSiteItem } from './delete-site-item.ts';
export { updateSiteContent } from './update-site-content.ts';
export { uploadSiteImage } from './upload-site-image.ts';
