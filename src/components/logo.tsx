import { Group, Text } from '@mantine/core';

export const PRODUCT_NAME = 'Slotwise';
/** The product's public site, linked from the booking pages. */
export const PRODUCT_SITE_URL = 'https://slotwise.app';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#7048e8" />
      <rect x="7" y="9" width="18" height="16" rx="3" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M7 14h18M12 6v5M20 6v5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="16" cy="19.5" r="2.2" fill="#fff" />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <LogoMark size={size} />
      <Text fw={800} fz={size * 0.6} c="violet.8">
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
