/**
 * A service on a services list: title, what it is, its fee from the price list, and the way in.
 * A service whose form is not built yet says so plainly instead of offering a button.
 */
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Props of {@link ServiceCard}. */
export interface ServiceCardProps {
  title: string;
  description: string;
  /** Route of the form. */
  to: string;
  /** The fee text ("UGX 260,000"), when the price list has one. */
  fee?: string;
  /** False when the form is not built yet. */
  available: boolean;
}

/** One service card. */
export function ServiceCard({ title, description, to, fee, available }: ServiceCardProps) {
  return (
    <Card withBorder padding="lg" component="article">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {!available && (
            <Badge color="gray.8" variant="outline" style={{ flexShrink: 0 }}>
              Not online yet
            </Badge>
          )}
        </Group>
        <Text>{description}</Text>
        {fee && (
          <Text size="sm" c="gray.8">
            Fee: {fee}
          </Text>
        )}
        <Text mt="auto">
          <Anchor component={Link} to={to} fw={600}>
            {available ? 'Start now' : 'About this service'}
            <span className="visually-hidden">: {title}</span>
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
