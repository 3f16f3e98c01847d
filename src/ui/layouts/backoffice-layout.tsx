/**
 * Layout of the back office /backoffice (SPEC.md §2): a sidebar of the sections the officer's role
 * works on (DOMAIN.md §3) beside the page.
 */
import { Box, Container, Grid, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { SiteFrame } from './site-frame';
import { AccountMenu } from './account-menu';
import { backofficeGroups } from './backoffice-nav';
import { useProfile } from '../app/session-context';
import classes from './layout.module.css';

/** The back-office layout. */
export default function BackofficeLayout() {
  const profile = useProfile();
  const groups = backofficeGroups(profile?.role);
  return (
    <SiteFrame homeHref="/backoffice/dashboard" headerExtra={<AccountMenu />} contained={false}>
      <Container size="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
            <Box component="nav" aria-label="Back office" className={classes.sidebar}>
              <Stack gap="md">
                <MantineNavLink component={NavLink} to="/backoffice/dashboard" label="Dashboard" />
                {groups.map((group) => (
                  <div key={group.title}>
                    <Text fw={700} size="sm" c="gray.8" px="sm" component="h2">
                      {group.title}
                    </Text>
                    {group.links.map((link) => (
                      <MantineNavLink key={link.to} component={NavLink} to={link.to} label={link.label} />
                    ))}
                  </div>
                ))}
              </Stack>
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
            <Outlet />
          </Grid.Col>
        </Grid>
      </Container>
    </SiteFrame>
  );
}
