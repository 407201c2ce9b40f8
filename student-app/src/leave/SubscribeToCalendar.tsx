import { useId, useState } from 'react';
import { styled } from '@leave/ui/styled';
import { Button } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { CalendarFeedCard } from '@leave/web-kit';
import { words } from '../words/words';

const Row = styled.div`
  margin: 8px 0;
`;

/**
 * Beside the calendar, where a student looks for it: the calendar's address for their phone's or
 * their web calendar (the same card as in Notifications, downloaded when first opened).
 */
export function SubscribeToCalendar() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const say = useIntl().formatMessage;
  return (
    <Row>
      <Button
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {say(words.subscribe)}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <CalendarFeedCard role="student" inCard={false} />}
      </div>
    </Row>
  );
}
