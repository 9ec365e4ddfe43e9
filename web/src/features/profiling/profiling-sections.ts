import { filledRoute, routePaths } from '../../lib/navigation/paths.ts';

interface ProfilingSection {
  slug: string;
  title: string;
  description: string;
}

// docs/product.md, Profiling: the three sections of /manage_profques, each managed at /view_profiling/{slug}.
export const profilingSections: readonly ProfilingSection[] = [
  {
    slug: 'user-details',
    title: 'User Details',
    description: 'Questions about the user: who they are and where they start from.',
  },
  {
    slug: 'fitness-preference',
    title: 'Fitness Preference',
    description: 'Questions about how, when and where the user likes to train.',
  },
  {
    slug: 'fitness-goals',
    title: 'Fitness Goals',
    description: 'Questions about what the user wants to achieve.',
  },
];

export function profilingSectionBySlug(slug: string | undefined): ProfilingSection | undefined {
  return profilingSections.find((section) => section.slug === slug);
}

export function profilingSectionPath(section: ProfilingSection): string {
  return filledRoute(routePaths.profilingSection, section.slug);
}
