import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test/render';
import { Button } from '../Button';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, with its actions and content', () => {
    render(
      <Card title="Pengumuman" headerActions={<Button size="small">Lihat Semua</Button>}>
        Libur nasional
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Pengumuman' });
    expect(region).toHaveTextContent('Libur nasional');
    expect(screen.getByRole('heading', { level: 2, name: 'Pengumuman' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lihat Semua' })).toBeInTheDocument();
  });

  it('has no heading without a title', () => {
    render(<Card>Isi saja</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Isi saja')).toBeInTheDocument();
  });

  it('uses the requested heading level', () => {
    render(<Card title="Kalender" titleLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Kalender' })).toBeInTheDocument();
  });
});
