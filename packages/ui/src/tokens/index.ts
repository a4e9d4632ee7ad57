export {
  type Breakpoint,
  below,
  breakpointNames,
  breakpoints,
  matchesBreakpoint,
  mq,
} from './breakpoints';
export { type Tokens, tokens } from './tokens';
export { vars } from './vars.css';
