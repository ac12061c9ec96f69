import { Anchor, Box, Container, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Brand } from '@tiara/domain/brand';
import { type Language, directionOf } from '@tiara/domain/language';
import { shownLanguage } from '../i18n/localized';
import { EngageMessages } from '../messages/EngageMessages';
import { type PolicyDocument, type PolicyText, PrivacyPolicy, RefundExchangePolicy, ShippingPolicy } from './PolicyDocuments';

const texts = EngageMessages.policies;

function PolicyLanguage({ text, lang, id, first }: { text: PolicyText; lang: Language; id: string; first: boolean }) {
  // The other language's text follows the reader's on the same page, under the page's one h1.
  const [titleOrder, sectionOrder] = first ? ([1, 2] as const) : ([2, 3] as const);
  return (
    <Box component="section" lang={lang} dir={directionOf(lang)} aria-labelledby={`${id}-title`}>
      <Stack gap="md">
        <Title order={titleOrder} id={`${id}-title`}>
          {text.title}
        </Title>
        <Text>{text.intro}</Text>
        {text.sections.map((section) => (
          <Stack key={section.heading} gap="xs">
            <Title order={sectionOrder} size="h4">
              {section.heading}
            </Title>
            {section.points && (
              <List spacing={4} withPadding>
                {section.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            )}
            {section.paragraphs?.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
        <Stack gap={4}>
          <Text fw={600}>{text.contact}</Text>
          <Text>
            {text.emailLabel}:{' '}
            <Anchor href={`mailto:${Brand.supportEmail}`} dir="ltr">
              {Brand.supportEmail}
            </Anchor>
          </Text>
          <Text>
            {text.phoneLabel}:{' '}
            <Anchor href={`tel:${Brand.supportPhone.replace(/\s+/g, '')}`} dir="ltr">
              {Brand.supportPhone}
            </Anchor>
          </Text>
        </Stack>
      </Stack>
    </Box>
  );
}

/** A static bilingual policy (SPEC §2 Policies): the text in the reader's language, then the other one. */
const PolicyPage = observer(function PolicyPage({ document }: { document: PolicyDocument }) {
  const id = document.path.replace(/\W/g, '');
  const [first, second] = shownLanguage() === 'ar' ? (['ar', 'en'] as const) : (['en', 'ar'] as const);
  const textIn = (language: Language) => (language === 'ar' ? document.arabic : document.english);
  return (
    <Container size="md" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="flex-end" gap="md" mb="md">
          <Anchor href={`#${id}-en-title`} lang="en">
            {texts.english}
          </Anchor>
          <Anchor href={`#${id}-ar-title`} lang="ar">
            {texts.arabic}
          </Anchor>
        </Group>
        <PolicyLanguage text={textIn(first)} lang={first} id={`${id}-${first}`} first />
        <Divider my="xl" />
        <PolicyLanguage text={textIn(second)} lang={second} id={`${id}-${second}`} first={false} />
      </Paper>
    </Container>
  );
});

export function PrivacyPolicyPage() {
  return <PolicyPage document={PrivacyPolicy} />;
}

export function RefundExchangePolicyPage() {
  return <PolicyPage document={RefundExchangePolicy} />;
}

export function ShippingPolicyPage() {
  return <PolicyPage document={ShippingPolicy} />;
}
