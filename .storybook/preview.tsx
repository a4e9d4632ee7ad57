import '@kampus/ui/fonts';
// The theme and base styles (each story imports the components it shows).
import '../packages/ui/src/tokens/vars.css';
import type { Preview } from '@storybook/react-vite';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import * as styles from './preview.css';

/** Story parameters read by the decorator and by the story test setup. */
export interface KampusStoryParameters {
  /** Add padding around the story (default true); full-page stories turn it off. */
  padding?: boolean;
  /**
   * What the story test screenshots: the story root (default) or the whole viewport, for stories
   * whose content is in an overlay (modal, popover, toast, tooltip). `false` skips the screenshot.
   */
  screenshot?: { target?: 'root' | 'viewport' } | false;
}

const viewports = {
  mobile: { name: 'Mobile (390px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: 'Desktop (1280px)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
};

// Links inside stories must not navigate the preview frame away.
const navigate = () => {};

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
    (Story, { parameters }) => {
      const { padding = true } = parameters as KampusStoryParameters;
      return (
        <I18nProvider locale="id-ID">
          <RouterProvider navigate={navigate}>
            <div
              data-story-root=""
              className={padding ? `${styles.storyRoot} ${styles.padded}` : styles.storyRoot}
            >
              <Story />
            </div>
          </RouterProvider>
        </I18nProvider>
      );
    },
  ],
};

export default preview;
