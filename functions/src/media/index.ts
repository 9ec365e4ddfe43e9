export { chooseLibraryImage } from './choose-library-image.ts';
export { deleteMediaImages } from './delete-media-images.ts';
export * from './image-use-triggers.ts';
export { replaceImageEverywhere } from './replace-image-everywhere.ts';
export { updateMediaImageAlt } from './update-media-image-alt.ts';
