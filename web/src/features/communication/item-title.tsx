import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasPage } from '../../app/known-pages';

/**
 * A notification's title: a link when the page it opens exists, plain text otherwise, so a dropdown never
 * leads to a missing page.
 */
export function ItemTitle(props: {
  to: string;
  page: string;
  fz?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  if (!hasPage(props.page)) {
    return (
      <Text fz={props.fz} fw={700}>
        {props.children}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={props.to} fz={props.fz} fw={700} onClick={props.onClick}>
      {props.children}
    </Anchor>
  );
}
