import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Popover,
  type PopoverProps,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuTrigger as RACMenuTrigger,
  type MenuTriggerProps as RACMenuTriggerProps,
  Separator,
} from 'react-aria-components';
import * as styles from './Menu.css';

export const menuItemTones = ['default', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export type MenuTriggerProps = RACMenuTriggerProps;

/**
 * Opens a `Menu` from its first child, a kit `Button` (also `iconOnly`) or RAC button. Enter, Space
 * and ArrowDown open it; Escape closes it and focus returns to the trigger.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export interface MenuProps<T extends object> extends Omit<RACMenuProps<T>, 'className' | 'style'> {
  /** Where the popover opens from the trigger. @default 'bottom end' */
  placement?: PopoverProps['placement'];
}

/** The menu's popover and list; put `MenuItem`s inside (or `items` with a render function). */
export function Menu<T extends object>({ placement = 'bottom end', ...rest }: MenuProps<T>) {
  return (
    <Popover className={styles.popover} placement={placement} offset={4}>
      <RACMenu {...rest} className={styles.menu} />
    </Popover>
  );
}

export interface MenuItemProps<T extends object = object>
  extends Omit<RACMenuItemProps<T>, 'className' | 'style'> {
  /** Red for destructive actions such as 'Hapus Anggota'. @default 'default' */
  tone?: MenuItemTone;
  /** One lucide icon before the label. */
  icon?: ReactNode;
}

/** One action of a `Menu`; give it an `id` for the menu's `onAction`, or an `href`. */
export function MenuItem<T extends object = object>({
  tone = 'default',
  icon,
  children,
  ...rest
}: MenuItemProps<T>) {
  const textValue = rest.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACMenuItem
      {...rest}
      textValue={textValue}
      className={tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item}
    >
      {composeRenderProps(children, (label) => (
        <>
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {label}
        </>
      ))}
    </RACMenuItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
