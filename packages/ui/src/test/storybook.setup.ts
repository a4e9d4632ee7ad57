/**
 * Runs around every story test (Storybook Vitest addon, Chromium): a story fails when it logs
 * console.error while rendering, when axe finds a violation (addon-a11y, `a11y.test: 'error'` in
 * .storybook/preview.tsx), or when its screenshot differs from the committed baseline in
 * `__screenshots__/` next to the story file. Accept new baselines with
 * `npm run test:visual -- --update`.
 */
import { afterEach, beforeAll, beforeEach, type TestContext, vi } from 'vitest';
import { page } from 'vitest/browser';
import { muatPembersih } from '../content/RichText';
import { muatRichTextEditor } from '../content/RichTextEditor/muat';
import { muatKotakPilih } from '../data/DataTable/kotakPilih';

interface StoryMeta {
  storyId?: string;
}

interface ComposedStoryLike {
  parameters?: { screenshot?: { target?: 'root' | 'viewport' } | false };
}

let consoleErrors: unknown[][] = [];

// Code the kit loads on demand (the HTML sanitiser, a table's row checkboxes) is loaded first:
// screenshots show the text and the checkboxes, never their placeholders.
beforeAll(() => Promise.all([muatPembersih(), muatKotakPilih(), muatRichTextEditor()]));

beforeEach(async () => {
  // Stories of a worker share one page: a story that scrolled the document (focusing a field
  // below the fold, a tall screenshot) leaves it scrolled, and the next story's first focus or
  // screenshot scrolls it back. React Aria closes an open popover on any document scroll, so a
  // combo box opened by the story closed again before its assertions or screenshot (CI flake).
  // Start every story at the top, after the scroll event of the reset has been dispatched.
  if (window.scrollX !== 0 || window.scrollY !== 0) {
    window.scrollTo(0, 0);
    await new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))),
    );
  }
  // React Aria's live announcer outlives a story: a pending button's message points at a label
  // that unmounted with its story, and axe flags it in the next one. Start every story empty.
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
  consoleErrors = [];
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    original(...args);
  });
});

const describeArg = (arg: unknown): string => {
  if (arg instanceof Error) return arg.message;
  if (typeof arg === 'string') return arg;
  try {
    return JSON.stringify(arg);
  } catch {
    return String(arg);
  }
};

afterEach(async (context: TestContext & { story?: ComposedStoryLike }) => {
  const errors = consoleErrors;
  consoleErrors = [];
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(
      `The story logged ${errors.length} console.error call(s):\n${errors
        .map((args) => `  - ${args.map(describeArg).join(' ')}`)
        .join('\n')}`,
    );
  }

  const story = context.story;
  const storyId = (context.task.meta as StoryMeta).storyId;
  if (!story || !storyId || context.task.result?.state === 'fail') return;
  const setting = story.parameters?.screenshot;
  if (setting === false) return;

  await document.fonts.ready;
  const target =
    setting?.target === 'viewport'
      ? document.body
      : document.querySelector<HTMLElement>('[data-story-root]');
  if (!target) throw new Error('Story root [data-story-root] not found for the screenshot.');
  // Tests run in an iframe the size of the viewport and nothing below it is painted: grow the
  // viewport to the story's height so tall stories are captured whole.
  const height = Math.ceil(
    Math.max(target.scrollHeight, target.getBoundingClientRect().bottom, window.innerHeight),
  );
  if (height > window.innerHeight) {
    await page.viewport(window.innerWidth, height);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  }
  await context.expect(target).toMatchScreenshot(storyId);
});
