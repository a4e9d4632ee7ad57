// Loaded with import() only: the toast region and its queue are no part of the first paint
// (issue 12 budgets). KampusApp starts loading them at once; an API error that comes first
// waits for them, then shows its toast.
export { ToastRegion, tampilkanToast } from '@kampus/ui';
