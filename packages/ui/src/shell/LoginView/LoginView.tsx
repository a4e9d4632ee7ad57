import CircleAlert from 'lucide-react/icons/circle-alert';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { type ReactNode, useState } from 'react';
import {
  FieldError,
  Form,
  Input,
  Label,
  Button as RACButton,
  TextField,
} from 'react-aria-components';
import { Button } from '../../primitives/Button';
import { Logo } from '../../primitives/Logo';
import * as styles from './LoginView.css';

export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginViewProps {
  /** e.g. 'LMS Mahasiswa'. */
  appTitle: string;
  collegeName: string;
  logoUrl?: string | null;
  onSubmit: (values: LoginValues) => void;
  /** While the login call runs: the submit button shows a spinner. */
  isPending: boolean;
  /** The server's message after a failed login, shown in an alert. */
  errorMessage?: string | null;
}

const REQUIRED_MESSAGE = 'Harap isi bidang ini';

function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    // The asterisk sits outside the label so the field's name stays exactly the label text.
    <span className={styles.labelRow}>
      <Label className={styles.label}>{children}</Label>
      <span className={styles.asterisk} aria-hidden="true">
        *
      </span>
    </span>
  );
}

/** The login page: username and password, both required, and the server's error message. */
export function LoginView({
  appTitle,
  collegeName,
  logoUrl,
  onSubmit,
  isPending,
  errorMessage,
}: LoginViewProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isPasswordVisible, setPasswordVisible] = useState(false);

  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <div className={styles.brand}>
          <Logo name={collegeName} src={logoUrl} size="large" />
          <span className={styles.collegeName}>{collegeName}</span>
        </div>
        <h1 className={styles.title}>{appTitle}</h1>
        <div role="alert" className={styles.alert}>
          {errorMessage ? (
            <>
              <span className={styles.alertIcon} aria-hidden="true">
                <CircleAlert size="100%" />
              </span>
              <span>{errorMessage}</span>
            </>
          ) : null}
        </div>
        <Form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!isPending) onSubmit({ username: username.trim(), password });
          }}
        >
          <TextField
            className={styles.field}
            name="username"
            value={username}
            onChange={setUsername}
            isRequired
            autoComplete="username"
          >
            <RequiredLabel>Username</RequiredLabel>
            <Input className={styles.input} />
            <FieldError className={styles.fieldError}>{REQUIRED_MESSAGE}</FieldError>
          </TextField>
          <TextField
            className={styles.field}
            name="password"
            type={isPasswordVisible ? 'text' : 'password'}
            value={password}
            onChange={setPassword}
            isRequired
            autoComplete="current-password"
          >
            <RequiredLabel>Password</RequiredLabel>
            <div className={styles.inputWrap}>
              <Input className={`${styles.input} ${styles.inputWithToggle}`} />
              <RACButton
                className={styles.toggle}
                aria-label={isPasswordVisible ? 'Sembunyikan password' : 'Tampilkan password'}
                onPress={() => setPasswordVisible((visible) => !visible)}
              >
                {isPasswordVisible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              </RACButton>
            </div>
            <FieldError className={styles.fieldError}>{REQUIRED_MESSAGE}</FieldError>
          </TextField>
          <Button type="submit" size="large" fullWidth isPending={isPending}>
            Masuk
          </Button>
        </Form>
      </div>
    </div>
  );
}
