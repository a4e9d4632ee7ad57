import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Stack } from '../../../layout';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { TextField } from '../../../primitives/TextField';
import * as styles from './MasukUlangForm.css';

export interface MasukUlangFormProps {
  /** The account that was signed in, prefilled. */
  username?: string;
  onSubmit: (v: { username: string; password: string }) => void;
  isPending?: boolean;
  /** The server's message after a failed sign-in. */
  errorMessage?: string | null;
}

/**
 * Signing in again without leaving the page (an expired session on the exam page): the answers
 * given meanwhile wait on the device and are sent once signed in.
 */
export function MasukUlangForm({
  username: awal = '',
  onSubmit,
  isPending = false,
  errorMessage,
}: MasukUlangFormProps) {
  const [username, setUsername] = useState(awal);
  const [password, setPassword] = useState('');
  const kirim = (e: FormEvent) => {
    e.preventDefault();
    if (username.trim() && password) onSubmit({ username: username.trim(), password });
  };
  return (
    <Card title="Sesi Anda telah berakhir" titleLevel={2}>
      <Form onSubmit={kirim} className={styles.form}>
        <Stack gap="md">
          <p className={styles.teks}>
            Jawaban Anda tetap tersimpan di perangkat ini. Masuk kembali untuk melanjutkan; jawaban
            yang belum terkirim akan dikirim otomatis.
          </p>
          <TextField
            label="Username"
            isRequired
            value={username}
            onChange={setUsername}
            autoComplete="username"
          />
          <TextField
            label="Password"
            type="password"
            isRequired
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          {errorMessage ? (
            <p role="alert" className={styles.galat}>
              {errorMessage}
            </p>
          ) : null}
          <Button type="submit" isPending={isPending}>
            Masuk Kembali
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
