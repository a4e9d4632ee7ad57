export { iconForPath, isActivePath, menuIcons } from './icons';
export {
  Sidebar,
  type SidebarMenuItem,
  type SidebarProfileAction,
  type SidebarProps,
  type SidebarUser,
} from './Sidebar';
