import {
  composeRenderProps,
  Switch as RACSwitch,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'className' | 'style'> {}

/**
 * An on/off switch (a lecturer's 'hadir' toggle, an operator account's active state) with its
 * label as children. Space toggles it.
 */
export function Switch({ children, ...rest }: SwitchProps) {
  return (
    <RACSwitch {...rest} className={styles.switchRoot}>
      {composeRenderProps(children, (label) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {label ? <span className={styles.label}>{label}</span> : null}
        </>
      ))}
    </RACSwitch>
  );
}
