import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { APPROVAL_COMMENTS_MAX, type ApprovalReview } from '@gathering/contract';
import { LimitedTextarea } from '../../../components/limited-text-input';
import { useToast } from '../../../components/toasts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatBytes, formatDate } from '../../../lib/format';
import { useDecideApproval } from '../api/decide-approval';
import { useApprovalReview } from '../api/get-approval-review';

function Outcome({
  title,
  text,
  tone,
  children,
}: {
  title: string;
  text: string;
  tone: 'success' | 'error';
  children?: ReactNode;
}) {
  return (
    <Card withBorder shadow="sm" padding="xl" maw={560} mx="auto" component="section" aria-label={title}>
      <Stack align="center" ta="center">
        <ThemeIcon
          color={tone === 'success' ? 'green' : 'red'}
          size={48}
          radius="xl"
          variant="light"
          aria-hidden
        >
          {tone === 'success' ? '✓' : '!'}
        </ThemeIcon>
        {/* The whole page when it shows: its heading is the page's h1 (axe page-has-heading-one). */}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Card>
  );
}

/** The page an approver reaches from the e-mail: read the document, approve or reject it with a comment. */
export function DocumentReviewPage() {
  const { token = '' } = useParams();
  const review = useApprovalReview(token);
  const { t } = useTranslation(['document-review', 'common']);
  if (review.isPending)
    return (
      <Center py={80} role="status" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  // The reviewer has no account: the only ways on are a new link from the sender, or the home page. A failure
  // that is not the link's (no connection, a server error) can simply be tried again.
  if (review.isError) {
    const linkBad =
      review.error instanceof ApiError && review.error.status >= 400 && review.error.status < 500;
    return (
      <Outcome
        tone="error"
        title={t('invalid.title')}
        text={linkBad ? t('invalid.text') : errorMessage(review.error, t('invalid.text'))}
      >
        <Group justify="center">
          {!linkBad && <Button onClick={() => void review.refetch()}>{t('common:actions.retry')}</Button>}
          <Anchor component={Link} to="/">
            {t('invalid.home')}
          </Anchor>
        </Group>
      </Outcome>
    );
  }
  return <ReviewForm token={token} review={review.data} />;
}

function ReviewForm({ token, review }: { token: string; review: ApprovalReview }) {
  const { t } = useTranslation('document-review');
  const toast = useToast();
  const decide = useDecideApproval(token);
  const [comments, setComments] = useState('');
  const [done, setDone] = useState<string | null>(null);

  if (done) return <Outcome tone="success" title={t('thanks')} text={done} />;
  if (review.status !== 'PENDING')
    return (
      <Outcome
        tone="success"
        title={t(review.status === 'APPROVED' ? 'decided.APPROVED' : 'decided.REJECTED')}
        text={t('alreadyDecided')}
      />
    );

  const submit = async (status: 'APPROVED' | 'REJECTED') => {
    try {
      const res = await decide.mutateAsync({ status, comments: comments.trim() });
      setDone(res.message);
    } catch (err) {
      toast.error(errorMessage(err, t('failed')));
    }
  };

  const file = review.attachment;
  return (
    <Card withBorder shadow="sm" padding="xl" maw={640} mx="auto" component="section" aria-label={t('label')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('asks', { community: review.community })}
        </Text>
        <Title order={1} size="h2">
          {review.headline}
        </Title>
        {review.tagline && <Text>{review.tagline}</Text>}
        {file ? (
          <Group gap="sm">
            <IconFileText size={20} />
            <Anchor href={file.fileUrl} target="_blank" rel="noreferrer">
              {file.displayName || file.originalName}
            </Anchor>
            <Badge variant="light">{formatBytes(file.fileSize)}</Badge>
          </Group>
        ) : (
          <Text c="dimmed">{t('noFile')}</Text>
        )}
        <LimitedTextarea
          label={t('comments')}
          description={t('commentsHelp')}
          autosize
          minRows={3}
          max={APPROVAL_COMMENTS_MAX}
          value={comments}
          onChange={setComments}
        />
        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            loading={decide.isPending}
            onClick={() => void submit('REJECTED')}
          >
            {t('reject')}
          </Button>
          <Button color="green" loading={decide.isPending} onClick={() => void submit('APPROVED')}>
            {t('approve')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('footer', { email: review.email, date: formatDate(review.expiresAt) })}
        </Text>
      </Stack>
    </Card>
  );
}
