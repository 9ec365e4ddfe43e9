// The search field a screen offers to the `/` shortcut: the input that carries this attribute.
export const searchShortcutAttribute = 'data-search-shortcut';

export const searchShortcutProps = { [searchShortcutAttribute]: true } as const;
