// Public API of @kampus/ui. Importing it also applies the Kampus theme and base styles.

export * from './app';
export * from './primitives/Avatar';
export * from './primitives/Button';
export * from './primitives/Card';
export * from './primitives/Logo';
export * from './primitives/Skeleton';
export * from './primitives/Spinner';
export * from './primitives/Tag';
export * from './primitives/Toast';
export * from './shell/AppHeader';
export * from './shell/AppShell';
export * from './shell/ErrorPage';
export * from './shell/LoginView';
export * from './shell/Sidebar';
export * from './tokens';
export * from './views/ClassHighlightCard';
export * from './views/ClassHighlightGrid';
export * from './views/DataKelasCard';
export * from './views/ForbiddenView';
