import './styles-app';
import {
  AppShell,
  Avatar,
  Container,
  Group,
  Menu,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { Logo } from '../components/logo';
import { initials } from '../domain/initials';
import { TOOLTIP_OPEN_DELAY, TOOLTIP_SKIP_DELAY } from './theme';
import { currentUserQueryOptions, useLogout } from '../features/session/api';
import { ReconnectBanner } from './reconnect-banner';
import { NavStrip } from './nav-strip';
import { workflowAccessQueryOptions } from '../features/workflows/api';

interface NavItem {
  to:
    | '/preferences'
    | '/meetings'
    | '/bookings'
    | '/scheduling'
    | '/analytics'
    | '/integrations'
    | '/workflows';
  label: string;
}

const BASE_NAV: NavItem[] = [
  { to: '/preferences', label: 'Meeting Preferences' },
  { to: '/meetings', label: 'Planner' },
  { to: '/bookings', label: 'Bookings' },
  { to: '/scheduling', label: 'Scheduling links' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/integrations', label: 'Integrations' },
];
const WORKFLOWS_NAV: NavItem = { to: '/workflows', label: 'Workflows' };

/** The signed-in layout: logo and name, navigation, avatar menu. */
export function AppLayout() {
  const { data: user } = useQuery(currentUserQueryOptions());
  const { data: hasWorkflowAccess } = useQuery(workflowAccessQueryOptions());
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const logout = useLogout(() => void navigate({ to: '/' }));

  // The route guard has already checked the session; nothing renders without a user.
  if (!user) return null;

  const nav = hasWorkflowAccess ? [...BASE_NAV, WORKFLOWS_NAV] : BASE_NAV;
  const active = nav.find((item) => pathname.startsWith(item.to))?.to ?? null;

  return (
    // Tooltips in the signed-in app: 700 ms to open, then neighbours open at once for 300 ms.
    <Tooltip.Group openDelay={TOOLTIP_OPEN_DELAY} closeDelay={TOOLTIP_SKIP_DELAY}>
      <AppShell header={{ height: { base: 104, sm: 64 } }} padding="md">
        <AppShell.Header>
          <Container size="xl" h={{ base: 56, sm: 64 }}>
            <Group h="100%" justify="space-between" wrap="nowrap">
              <Link to="/preferences" aria-label="Slotwise home" style={{ textDecoration: 'none' }}>
                <Logo size={28} />
              </Link>
              <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
                {nav.map((item) => (
                  <UnstyledButton
                    key={item.to}
                    component={Link}
                    to={item.to}
                    px="sm"
                    py={6}
                    fw={500}
                    aria-current={active === item.to ? 'page' : undefined}
                    style={(theme) => ({
                      borderRadius: theme.radius.md,
                      color: active === item.to ? theme.colors.violet[8] : theme.colors.gray[8],
                      background: active === item.to ? theme.colors.violet[0] : undefined,
                    })}
                  >
                    {item.label}
                  </UnstyledButton>
                ))}
              </Group>
              {/* No initial-focus placeholder (an invalid child of role="menu"), and no portal: the open
                menu stays inside the banner landmark (axe "region"). */}
              <Menu
                position="bottom-end"
                width={240}
                withInitialFocusPlaceholder={false}
                withinPortal={false}
              >
                <Menu.Target>
                  <UnstyledButton>
                    {/* Named by its hidden text, not aria-label: axe wants visible text in the name. */}
                    <Avatar src={user.picture ?? undefined} alt="" color="violet" radius="xl">
                      <span aria-hidden="true">{initials(user.name)}</span>
                    </Avatar>
                    <VisuallyHidden>Account menu for {user.name}</VisuallyHidden>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  {/* A role="menu" may hold only menu items: the identity is an inert item. */}
                  <Menu.Item
                    disabled
                    style={{
                      opacity: 1,
                      cursor: 'default',
                      borderBottom: '1px solid var(--mantine-color-gray-3)',
                      borderRadius: 0,
                    }}
                  >
                    <Text fw={600} c="dark" size="sm">
                      {user.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {user.email}
                    </Text>
                  </Menu.Item>
                  <Menu.Item
                    color="red.8"
                    onClick={() => logout.mutate()}
                    disabled={logout.isPending}
                  >
                    Log out
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Container>
          {/* Small screens: the same navigation as a tab strip, its hidden pages shown by edges. */}
          <NavStrip current={active}>
            <Group
              component="nav"
              aria-label="Main"
              gap={0}
              wrap="nowrap"
              px="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              {nav.map((item) => (
                <UnstyledButton
                  key={item.to}
                  component={Link}
                  to={item.to}
                  px="md"
                  py={10}
                  fz="sm"
                  fw={500}
                  aria-current={active === item.to ? 'page' : undefined}
                  style={(theme) => ({
                    whiteSpace: 'nowrap',
                    color: active === item.to ? theme.colors.violet[8] : theme.colors.gray[8],
                    borderBottom: `2px solid ${active === item.to ? theme.colors.violet[7] : 'transparent'}`,
                  })}
                >
                  {item.label}
                </UnstyledButton>
              ))}
            </Group>
          </NavStrip>
        </AppShell.Header>
        <AppShell.Main>
          <Container size="xl" py="md">
            {user.calendarStatus === 'reconnect_required' ? <ReconnectBanner /> : null}
            <Outlet />
          </Container>
        </AppShell.Main>
      </AppShell>
    </Tooltip.Group>
  );
}
