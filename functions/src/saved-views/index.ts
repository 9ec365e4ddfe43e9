export { deleteSavedView } from './delete-saved-view.ts';
export { saveView } from './save-view.ts';
