import { Alert, Anchor, Button, Container, Grid, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Brand } from '@tiara/domain/brand';
import { useInjection } from '../di/ContainerContext';
import { useFieldFocus } from '../forms/useFieldFocus';
import { EngageMessages } from '../messages/EngageMessages';
import { ContactPresenter } from './ContactPresenter';

const texts = EngageMessages.contact;

/** SPEC §2 Contact (/contact). */
export const ContactPage = observer(function ContactPage() {
  const page = useInjection(ContactPresenter);
  const formRef = useFieldFocus<HTMLFormElement>(page.focus);
  const submitted = (event: FormEvent) => {
    event.preventDefault();
    void page.sendClicked();
  };
  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="xl">
            <form ref={formRef} onSubmit={submitted} noValidate aria-labelledby="contact-title">
              <Stack gap="md">
                <Title order={1} id="contact-title">
                  {texts.title}
                </Title>
                <Text c="dimmed">{texts.intro}</Text>
                {page.outcome && (
                  <Alert color={page.outcome.kind === 'sent' ? 'green' : 'red'} role={page.outcome.kind === 'sent' ? 'status' : 'alert'} variant="light">
                    <Text>{page.outcome.message}</Text>
                    {page.outcome.kind === 'failed' && page.outcome.detail && (
                      <Text size="sm" mt={4}>
                        {page.outcome.detail}
                      </Text>
                    )}
                  </Alert>
                )}
                <TextInput name="name" label={texts.name} required autoComplete="name" value={page.name} error={page.fieldErrors.name} onChange={(event) => page.fieldChanged('name', event.currentTarget.value)} />
                <TextInput
                  name="email"
                  label={texts.email}
                  type="email"
                  required
                  autoComplete="email"
                  value={page.email}
                  error={page.fieldErrors.email}
                  onChange={(event) => page.fieldChanged('email', event.currentTarget.value)}
                />
                <Textarea name="message" label={texts.message} required minRows={5} autosize value={page.message} error={page.fieldErrors.message} onChange={(event) => page.fieldChanged('message', event.currentTarget.value)} />
                <Button type="submit" loading={page.sending} style={{ alignSelf: 'flex-start' }}>
                  {texts.send}
                </Button>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="xl" bg="gray.0">
            <Stack gap="sm">
              <Text fw={600}>{texts.reachUs}</Text>
              <Text>
                {texts.emailUs}: <Anchor href={`mailto:${Brand.supportEmail}`}>{Brand.supportEmail}</Anchor>
              </Text>
              <Text>
                {texts.callUs}: <Anchor href={`tel:${Brand.supportPhone.replace(/\s+/g, '')}`}>{Brand.supportPhone}</Anchor>
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
});
