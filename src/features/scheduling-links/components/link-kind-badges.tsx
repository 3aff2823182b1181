/**
 * A link card's badges for who can find and book it: Secret (not on the host's public
 * list), Single use, and Used once its one booking was made (it takes no more).
 */
import { Badge, Group } from '@mantine/core';
import type { components } from '../../../api/schema.gen';

type SchedulingLink = components['schemas']['SchedulingLink'];

export function LinkKindBadges({ link }: { link: SchedulingLink }) {
  const used = (link.singleUse ?? false) && !!link.usedAt;
  if (!link.secret && !link.singleUse) return null;
  return (
    <Group gap={6} mb={-6}>
      {link.secret ? (
        <Badge variant="outline" color="gray.8" c="gray.9" radius="sm">
          Secret
        </Badge>
      ) : null}
      {link.singleUse ? (
        <Badge variant="outline" color="gray.8" c="gray.9" radius="sm">
          {used ? 'Single use: used' : 'Single use'}
        </Badge>
      ) : null}
    </Group>
  );
}
