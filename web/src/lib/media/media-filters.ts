import {
  allMedia,
  type MediaFilter,
  type MediaShow,
  type MediaWebsite,
  mediaShows,
  mediaWebsiteLabels,
  mediaWebsiteOfFolder,
  mediaWebsites,
  type StorageFolder,
  storageFolderLabels,
  storageFolders,
} from '@management-center/contract';

// The media library's three filters (docs/product.md, Media Library), as the screen and the picker show them: the
// options of each select, the way back from a select's value to the filter, and the filter in an address.

export interface MediaFilterOption {
  value: string;
  label: string;
}

const everything = 'all';

export const mediaShowLabels: Record<MediaShow, string> = {
  all: 'All images',
  unused: 'Not used anywhere',
  noAlt: 'Without alt text',
};

export const mediaWebsiteOptions: readonly MediaFilterOption[] = [
  { value: everything, label: 'All' },
  ...mediaWebsites.map((website) => ({ value: website, label: mediaWebsiteLabels[website] })),
];

export const mediaShowOptions: readonly MediaFilterOption[] = mediaShows.map((show) => ({
  value: show,
  label: mediaShowLabels[show],
}));

function foldersOf(website: MediaFilter['website']): StorageFolder[] {
  return storageFolders.filter(
    (folder) => website === everything || mediaWebsiteOfFolder[folder] === website,
  );
}

/** The folders the Folder select offers: all six, or the chosen website's. */
export function mediaFolderOptions(website: MediaFilter['website']): MediaFilterOption[] {
  return [
    { value: everything, label: 'All' },
    ...foldersOf(website).map((folder) => ({ value: folder, label: storageFolderLabels[folder] })),
  ];
}

function websiteOf(value: string): MediaWebsite | undefined {
  return mediaWebsites.find((website) => website === value);
}

function folderOf(value: string): StorageFolder | undefined {
  return storageFolders.find((folder) => folder === value);
}

// Each choice gives the filter with it; a value that is no option leaves the filter as it was.
export const chooseMediaFilter = {
  // A folder of the other website no longer fits the choice: the folder goes back to All.
  website: (filter: MediaFilter, value: string): MediaFilter => {
    const website = value === everything ? everything : websiteOf(value);
    if (website === undefined) return filter;
    const folderFits = filter.folder === everything || foldersOf(website).includes(filter.folder);
    return { ...filter, website, folder: folderFits ? filter.folder : everything };
  },
  folder: (filter: MediaFilter, value: string): MediaFilter => {
    const folder = value === everything ? everything : folderOf(value);
    if (folder === undefined || (folder !== everything && !foldersOf(filter.website).includes(folder))) {
      return filter;
    }
    return { ...filter, folder };
  },
  show: (filter: MediaFilter, value: string): MediaFilter => {
    const show = mediaShows.find((candidate) => candidate === value);
    return show === undefined ? filter : { ...filter, show };
  },
} satisfies Record<keyof MediaFilter, (filter: MediaFilter, value: string) => MediaFilter>;

// Read in this order, so that a folder is checked against the website before it.
const filterParts = ['website', 'folder', 'show'] as const;

/** The filter an address names (`?website=product&folder=AboutMembers&show=unused`); a part left out or wrong is All. */
export function readMediaFilter(params: URLSearchParams): MediaFilter {
  return filterParts.reduce<MediaFilter>((filter, part) => {
    const value = params.get(part);
    return value === null ? filter : chooseMediaFilter[part](filter, value);
  }, allMedia);
}

/** The address of `filter`: the parts that are not All. */
export function mediaFilterParams(filter: MediaFilter): Record<string, string> {
  return Object.fromEntries(
    filterParts.flatMap((part) => (filter[part] === everything ? [] : [[part, filter[part]]])),
  );
}

// Where the filter looks, for the sentence that says it found nothing: " in “Product team members”".
function scopeText(filter: MediaFilter): string {
  if (filter.folder !== everything) return ` in “${storageFolderLabels[filter.folder]}”`;
  if (filter.website !== everything) return ` of the ${mediaWebsiteLabels[filter.website]}`;
  return ' in the library';
}

/** What an empty page says the filter found nothing of. */
export function noMediaText(filter: MediaFilter): string {
  const scope = scopeText(filter);
  switch (filter.show) {
    case 'all':
      return `No images${scope}.`;
    case 'unused':
      return `No unused images${scope}: every image is used somewhere.`;
    case 'noAlt':
      return `No images without alt text${scope}: every image is described or marked decorative.`;
  }
}
