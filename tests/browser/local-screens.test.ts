import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen, consolePages } from './support/browser.ts';

// Sub-categories and profiling questions are local to the page (docs/product.md, Profiling, Sub-categories):
// nothing here touches the backend.
const sampleSubCategories = ['Strength Training', 'Cardio Workouts', 'Yoga'];
const sampleQuestions = [
  'What is your primary fitness goal?',
  'How often do you exercise?',
  'Which types of workouts do you enjoy?',
];
const sections = [
  { slug: 'user-details', title: 'User Details' },
  { slug: 'fitness-preference', title: 'Fitness Preference' },
  { slug: 'fitness-goals', title: 'Fitness Goals' },
];

describe('sub-categories and profiling in the browser', () => {
  const { openSignedIn } = consolePages();

  function pathOf(page: Page): string {
    return decodeURI(new URL(page.url()).pathname);
  }

  // Signed in at the dashboard, then on to a screen through its entry in the sidebar's "More" section.
  async function openFromSidebar(entry: string): Promise<Page> {
    const page = await openSignedIn('/dashboard');
    await page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: entry }).click();
    await page.getByRole('heading', { name: entry }).waitFor();
    return page;
  }

  describe('/manage_sub_category', () => {
    function subCategoryNames(page: Page): Promise<string[]> {
      return page.locator('tbody tr td:first-child').allTextContents();
    }

    it('is reached from the sidebar and lists the samples', async () => {
      const page = await openFromSidebar('Manage Sub-Categories');
      expect(pathOf(page)).toBe('/manage_sub_category');
      expect(await subCategoryNames(page)).toEqual(sampleSubCategories);
      await checkScreen(page, 'sub-categories');
    });

    it('adds a trimmed name as Inactive, ignores a blank one, and toggles the status', async () => {
      const page = await openSignedIn('/manage_sub_category');
      const nameField = page.getByLabel('New sub-category');
      const add = page.getByRole('button', { name: 'Add', exact: true });

      await nameField.fill('   ');
      await add.click();
      expect(await subCategoryNames(page)).toEqual(sampleSubCategories);

      await nameField.fill('  Pilates  ');
      await nameField.press('Enter');
      await page.getByRole('cell', { name: 'Pilates', exact: true }).waitFor();
      expect(await subCategoryNames(page)).toEqual([...sampleSubCategories, 'Pilates']);
      await expect(nameField.inputValue()).resolves.toBe('');

      const pilates = page.getByRole('switch', { name: 'Pilates active' });
      const pilatesRow = page.getByRole('row').filter({ hasText: 'Pilates' });
      await expect(pilates.isChecked()).resolves.toBe(false);
      await expect(pilatesRow.getByText('Inactive').isVisible()).resolves.toBe(true);

      await pilates.focus();
      await page.keyboard.press('Space');
      await pilatesRow.getByText('Active', { exact: true }).waitFor();
      await expect(pilates.isChecked()).resolves.toBe(true);
      await checkScreen(page, 'sub-categories-added');

      await pilates.focus();
      await page.keyboard.press('Space');
      await pilatesRow.getByText('Inactive').waitFor();
      await expect(pilates.isChecked()).resolves.toBe(false);
      // The other rows kept their status.
      await expect(page.getByRole('switch', { name: 'Strength Training active' }).isChecked()).resolves.toBe(
        true,
      );
    });
  });

  describe('/manage_profques and /view_profiling/{section}', () => {
    function questionTitles(page: Page): Promise<string[]> {
      return page.locator('section h3').allTextContents();
    }

    it('is reached from the sidebar and leads to each section, whose back-arrow returns', async () => {
      const page = await openFromSidebar('Manage Profiling');
      expect(pathOf(page)).toBe('/manage_profques');
      for (const section of sections) {
        await page.getByRole('heading', { name: section.title, level: 3 }).waitFor();
      }
      await checkScreen(page, 'manage-profiling');

      for (const section of sections) {
        await page.getByRole('link', { name: `View ${section.title}` }).click();
        await page.getByRole('heading', { name: `${section.title} Questions` }).waitFor();
        expect(pathOf(page)).toBe(`/view_profiling/${section.slug}`);
        expect(await questionTitles(page)).toEqual(sampleQuestions);
        await checkScreen(page, `view-profiling-${section.slug}`);
        await page.getByRole('link', { name: 'Back to Manage Profiling' }).click();
        await page.getByRole('heading', { name: 'Manage Profiling' }).waitFor();
        expect(pathOf(page)).toBe('/manage_profques');
      }
    });

    it('adds questions and options, ignoring blanks, and removes them', async () => {
      const page = await openSignedIn('/view_profiling/fitness-goals');
      await page.getByRole('heading', { name: 'Fitness Goals Questions' }).waitFor();
      const questionField = page.getByLabel('New question');
      const addQuestion = page.getByRole('button', { name: 'Add Question' });

      await questionField.fill('  ');
      await addQuestion.click();
      expect(await questionTitles(page)).toEqual(sampleQuestions);

      await questionField.fill('  How many hours do you sleep?  ');
      await addQuestion.click();
      const sleep = page.getByRole('region', { name: 'How many hours do you sleep?' });
      await sleep.waitFor();
      expect(await questionTitles(page)).toEqual([...sampleQuestions, 'How many hours do you sleep?']);
      await expect(sleep.getByText('No options yet.').isVisible()).resolves.toBe(true);

      const optionField = sleep.getByLabel('New option');
      const addOption = sleep.getByRole('button', { name: 'Add Option' });
      await optionField.fill('   ');
      await addOption.click();
      await expect(sleep.getByText('No options yet.').isVisible()).resolves.toBe(true);
      await optionField.fill(' Less than 6 ');
      await addOption.click();
      await optionField.fill('7 or more');
      await optionField.press('Enter');
      await expect(sleep.locator('li').allTextContents()).resolves.toEqual(['Less than 6', '7 or more']);
      // The other questions did not get the options.
      const workouts = page.getByRole('region', { name: 'Which types of workouts do you enjoy?' });
      await expect(workouts.locator('li').allTextContents()).resolves.toEqual([
        'Strength training',
        'Cardio',
        'Yoga',
        'HIIT',
      ]);
      await checkScreen(page, 'view-profiling-edited');

      await workouts.getByRole('button', { name: 'Remove option: Yoga' }).click();
      await expect(workouts.locator('li').allTextContents()).resolves.toEqual([
        'Strength training',
        'Cardio',
        'HIIT',
      ]);
      await page.getByRole('button', { name: 'Remove question: What is your primary fitness goal?' }).click();
      await page
        .getByRole('region', { name: 'What is your primary fitness goal?' })
        .waitFor({ state: 'detached' });
      expect(await questionTitles(page)).toEqual([
        'How often do you exercise?',
        'Which types of workouts do you enjoy?',
        'How many hours do you sleep?',
      ]);
    });

    it('starts another section from the samples, not from the last one edited', async () => {
      const page = await openSignedIn('/view_profiling/user-details');
      await page.getByLabel('New question').fill('What is your age?');
      await page.getByRole('button', { name: 'Add Question' }).click();
      await page.getByRole('region', { name: 'What is your age?' }).waitFor();
      await page.getByRole('link', { name: 'Back to Manage Profiling' }).click();
      await page.getByRole('link', { name: 'View Fitness Preference' }).click();
      await page.getByRole('heading', { name: 'Fitness Preference Questions' }).waitFor();
      expect(await questionTitles(page)).toEqual(sampleQuestions);
    });

    it('shows a not-found state for an unknown section, with a way back', async () => {
      const page = await openSignedIn('/view_profiling/diet');
      await page.getByRole('heading', { name: 'Profiling section not found' }).waitFor();
      await expect(page.getByText('There is no such profiling section').isVisible()).resolves.toBe(true);
      await expect(page.getByLabel('New question').count()).resolves.toBe(0);
      await checkScreen(page, 'view-profiling-unknown');
      await page.getByRole('link', { name: 'Back to Manage Profiling' }).click();
      await page.getByRole('heading', { name: 'Manage Profiling' }).waitFor();
    });
  });
});
