type SubCategoryStatus = 'Active' | 'Inactive';

interface SubCategory {
  id: string;
  name: string;
  status: SubCategoryStatus;
}

// docs/product.md, Sub-categories: they live in the page only; every visit starts from these samples.
export const sampleSubCategories: readonly SubCategory[] = [
  { id: 'strength-training', name: 'Strength Training', status: 'Active' },
  { id: 'cardio-workouts', name: 'Cardio Workouts', status: 'Active' },
  { id: 'yoga', name: 'Yoga', status: 'Inactive' },
];

// The id comes with the action so that the reducer stays pure.
type SubCategoryAction = { type: 'add'; id: string; name: string } | { type: 'toggle'; id: string };

function toggled(status: SubCategoryStatus): SubCategoryStatus {
  return status === 'Active' ? 'Inactive' : 'Active';
}

export function subCategoriesReducer(
  subCategories: readonly SubCategory[],
  action: SubCategoryAction,
): readonly SubCategory[] {
  switch (action.type) {
    case 'add': {
      // docs/product.md, Sub-categories: a name blank after trimming is ignored; a new one starts Inactive.
      const name = action.name.trim();
      if (!name) return subCategories;
      return [...subCategories, { id: action.id, name, status: 'Inactive' }];
    }
    case 'toggle':
      return subCategories.map((subCategory) =>
        subCategory.id === action.id ? { ...subCategory, status: toggled(subCategory.status) } : subCategory,
      );
  }
}
