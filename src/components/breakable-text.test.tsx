import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breakableText } from './breakable-text';

describe('breakableText', () => {
  it('offers a break after each separator and keeps the text whole', () => {
    const { container } = render(<p>{breakableText('jordan.side@example.com')}</p>);
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect(container.innerHTML).toBe('<p>jordan.<wbr>side@<wbr>example.<wbr>com</p>');
    expect(screen.getByText('jordan.side@example.com')).toBeInTheDocument();
  });

  it('breaks a path only after slashes, never inside a word', () => {
    const { container } = render(<p>{breakableText('/book/jordan-lee/high-priority', /\//)}</p>);
    expect(container.innerHTML).toBe('<p>/<wbr>book/<wbr>jordan-lee/<wbr>high-priority</p>');
  });

  it('adds nothing after a trailing separator', () => {
    const { container } = render(<p>{breakableText('a/', /\//)}</p>);
    expect(container.querySelectorAll('wbr')).toHaveLength(0);
  });
});
