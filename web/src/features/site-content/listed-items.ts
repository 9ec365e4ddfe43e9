interface ListedItem<Item> {
  id: string;
  item: Item;
}

// Push ids sort in creation order, so the oldest item comes first as on the websites.
export function listItems<Item>(record: Readonly<Record<string, Item>> | undefined): ListedItem<Item>[] {
  return Object.entries(record ?? {})
    .sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0))
    .map(([id, item]) => ({ id, item }));
}
