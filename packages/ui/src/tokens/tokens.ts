/**
 * Raw values of the Kampus theme. Components never read these: they read `vars` from the theme
 * contract. Kept apart so tests can check contrast and so other themes can be made from them.
 */
export const tokens = {
  color: {
    // One brand colour: a calm indigo (spec colour word 'primary').
    primary: '#3d52c4',
    primaryHover: '#3244a8',
    primaryText: '#ffffff',
    primarySoft: '#eef1fb',
    primarySoftText: '#2f45a0',
    success: '#1e7a4c',
    successText: '#ffffff',
    successSoft: '#e6f4ec',
    successSoftText: '#17603b',
    warning: '#f5b82e',
    warningText: '#3a2a00',
    warningSoft: '#fdf3d7',
    warningSoftText: '#7a4f00',
    danger: '#c4323f',
    dangerHover: '#a3242f',
    dangerText: '#ffffff',
    dangerSoft: '#fbeaea',
    dangerSoftText: '#a3242f',
    dark: '#1f2937',
    darkText: '#ffffff',
    grey: '#e5e7eb',
    greyText: '#374151',
    blue: '#1769aa',
    blueText: '#ffffff',
    blueSoft: '#e7f1fa',
    blueSoftText: '#13588f',
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#f1f3f6',
    surfaceHover: '#eef0f4',
    border: '#d7dbe2',
    borderStrong: '#9aa3b2',
    text: '#1f2937',
    textMuted: '#5b6472',
    focusRing: '#3d52c4',
    overlay: 'rgba(17, 24, 39, 0.45)',
    /** Hover wash on a solid coloured surface (toast close button). */
    onSolidHover: 'rgba(255, 255, 255, 0.16)',
    skeleton: '#e3e6eb',
  },
  /** The 7 default class banners (spec 9: chosen by index modulo 7). */
  bannerGradient: {
    b0: 'linear-gradient(120deg, #3d52c4 0%, #6b7fe0 100%)',
    b1: 'linear-gradient(120deg, #1769aa 0%, #3fa0d9 100%)',
    b2: 'linear-gradient(120deg, #1e7a4c 0%, #4fae7d 100%)',
    b3: 'linear-gradient(120deg, #b4541a 0%, #e59a4f 100%)',
    b4: 'linear-gradient(120deg, #7a3db8 0%, #a97ddd 100%)',
    b5: 'linear-gradient(120deg, #0f766e 0%, #3cb3a6 100%)',
    b6: 'linear-gradient(120deg, #a3242f 0%, #dc6a72 100%)',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    sm: '4px',
    md: '6px',
    lg: '10px',
    full: '9999px',
  },
  font: {
    family:
      "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    size: {
      xs: '12px',
      sm: '13px',
      md: '14px',
      lg: '16px',
      xl: '18px',
      xxl: '22px',
      xxxl: '28px',
    },
    weight: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
    },
    // Indonesian runs long: generous line height for body text.
    letterSpacing: {
      normal: '0',
      wide: '0.08em',
    },
    lineHeight: {
      tight: '1.25',
      normal: '1.6',
      relaxed: '1.75',
    },
  },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.06)',
    md: '0 2px 8px rgba(17, 24, 39, 0.08)',
    lg: '0 8px 24px rgba(17, 24, 39, 0.16)',
  },
  size: {
    border: '1px',
    focusRing: '2px',
    iconSm: '16px',
    icon: '18px',
    iconLg: '24px',
    /** Default avatar size (spec 9). */
    avatar: '30px',
    logo: '40px',
    controlSm: '30px',
    control: '36px',
    controlLg: '44px',
    sidebar: '264px',
    banner: '72px',
    /** Banner of the class page header (KelasHeader). */
    bannerHeader: '128px',
    cardMin: '280px',
    content: '1280px',
    form: '400px',
    tooltip: '280px',
    menu: '192px',
    /** Comfortable line length for running text. */
    measure: '60ch',
    measureNarrow: '32ch',
    toast: '420px',
    /** Height of a scrolling data grid (virtualised recap grids). */
    dataGrid: '560px',
    iconXl: '40px',
    switchWidth: '36px',
    switchHeight: '20px',
    /** Height of a progress bar track. */
    progress: '8px',
    textareaMin: '96px',
    /** Tallest a listbox or menu popover grows before it scrolls. */
    popoverMax: '320px',
    pageInput: '64px',
    filterPanel: '300px',
    /** Width of the side sheet from the tablet breakpoint up. */
    sheet: '420px',
  },
  /** Modal widths of spec 9: 400, 500, 600, 800, 830 and 900 px. */
  modalWidth: {
    w400: '400px',
    w500: '500px',
    w600: '600px',
    w800: '800px',
    w830: '830px',
    w900: '900px',
  },
  zIndex: {
    sidebar: '20',
    overlay: '100',
    toast: '200',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
    spin: '800ms',
    pulse: '1400ms',
  },
} as const;

export type Tokens = typeof tokens;
