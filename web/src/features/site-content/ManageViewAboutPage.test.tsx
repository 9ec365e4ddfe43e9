// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../../test-support/render.tsx';
import { ManageViewAboutPage } from './ManageViewAboutPage.tsx';

vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));

// Each card's title and where its Open button leads.
function cards(): { title: string; opens: string | null }[] {
  return screen.getAllByRole('link', { name: /^Open / }).map((link) => ({
    title: link.getAttribute('aria-label')?.replace('Open ', '') ?? '',
    opens: link.getAttribute('href'),
  }));
}

describe('Manage View About', () => {
  it("opens on the product website's screens, each linked with a trailing slash", () => {
    renderInConsole(<ManageViewAboutPage />, { at: '/manage_viewabout', role: 'editor' });
    screen.getByRole('heading', { level: 1, name: 'Manage View About' });
    expect(cards()).toEqual([
      { title: 'About Us', opens: '/view_about_us/' },
      { title: 'Key Features', opens: '/view_about_feature/' },
      { title: 'Feedback', opens: '/manage_feedback/' },
    ]);
  });

  it("shows the business user website's screens once that website is chosen, and back", async () => {
    const { user } = renderInConsole(<ManageViewAboutPage />, { at: '/manage_viewabout', role: 'editor' });
    await user.click(screen.getByRole('radio', { name: 'Business User Website' }));
    expect(cards()).toEqual([
      { title: 'About Us', opens: '/view_about_us_biz/' },
      { title: 'Benefits of Partnership', opens: '/view_partnership/' },
      { title: 'Contact Us', opens: '/view_contact_us/' },
    ]);
    await user.click(screen.getByRole('radio', { name: 'Product Website' }));
    expect(cards().map((card) => card.opens)).toEqual([
      '/view_about_us/',
      '/view_about_feature/',
      '/manage_feedback/',
    ]);
  });
});
