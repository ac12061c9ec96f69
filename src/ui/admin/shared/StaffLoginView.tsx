import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import type { StaffLoginForm } from './StaffLoginForm';

export interface StaffLoginLabels {
  readonly title: string;
  readonly email: string;
  readonly password: string;
  readonly submit: string;
}

/** The login card of a staff area, outside the area's layout. */
export const StaffLoginView = observer(function StaffLoginView({ form, labels }: { form: StaffLoginForm; labels: StaffLoginLabels }) {
  useEffect(() => form.pageOpened(), [form]);
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420} pos="relative">
        <Box pos="absolute" top={8} style={{ insetInlineEnd: 8 }}>
          <LanguageSwitch />
        </Box>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submitted();
          }}
        >
          <Stack>
            <Title order={1} size="h2">
              {labels.title}
            </Title>
            {form.formError && (
              <Alert color="red" role="alert">
                {form.formError}
              </Alert>
            )}
            <TextInput label={labels.email} type="email" autoComplete="username" value={form.email} error={form.emailError} onChange={(event) => form.emailChanged(event.currentTarget.value)} />
            <PasswordInput
              label={labels.password}
              autoComplete="current-password"
              value={form.password}
              error={form.passwordError}
              onChange={(event) => form.passwordChanged(event.currentTarget.value)}
            />
            <Button type="submit" loading={form.submitting}>
              {labels.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
});
