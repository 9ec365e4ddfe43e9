import { describe, expect, it } from 'vitest';
import product from '../../../../docs/product.md?raw';
import { filledRoute, routePaths, userFeedbackPath, userPath } from './paths.ts';

// The routes of docs/product.md's table "Screens and routes", written as the router writes them (`{id}` as `:id`).
function specifiedRoutes(): string[] {
  const section = product.split('## Screens and routes')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map(([, route = '']) =>
    route.replace(/\{(\w+)\}/g, ':$1'),
  );
}

describe('the console routes', () => {
  it("are docs/product.md's, every one and no other", () => {
    const routes = specifiedRoutes();
    expect(routes).toContain('/view_user_dashboard/:id');
    expect(Object.values(routePaths).sort()).toEqual(routes.sort());
  });

  it('fill in a parameter, encoded', () => {
    expect(userPath('u 1')).toBe('/view_user_dashboard/u%201');
    expect(userPath('a/b?c')).toBe('/view_user_dashboard/a%2Fb%3Fc');
    expect(userFeedbackPath('u1')).toBe('/view_feedback/u1');
    expect(filledRoute(routePaths.activityEntry, '-Nabc')).toBe('/activity/-Nabc');
    expect(filledRoute(routePaths.profilingSection, 'fitness-goals')).toBe('/view_profiling/fitness-goals');
  });
});
