export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuItemTone,
  type MenuProps,
  MenuSeparator,
  MenuTrigger,
  type MenuTriggerProps,
  menuItemTones,
} from './Menu';
