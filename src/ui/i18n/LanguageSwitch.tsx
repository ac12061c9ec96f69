import { Button, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { LANGUAGE_NAMES } from '@tiara/domain/language';
import { useInjection } from '../di/ContainerContext';
import { ShellMessages } from '../messages/ShellMessages';
import { LanguagePresenter } from './LanguagePresenter';

const texts = ShellMessages.language;

/**
 * The switch between the shop's two languages: a button that names the other language in that
 * language ("English", "العربية"), so a reader who cannot read the page still finds theirs. The
 * name carries its `lang`, so a screen reader says it in that language's voice; the words before
 * it are hidden from sight but part of the button's name ("Change language to العربية").
 * The page redraws in place: nothing typed or put in the cart is lost. 44 px high, a thumb's size.
 */
export const LanguageSwitch = observer(function LanguageSwitch({ color = 'dark', fullWidth = false }: { color?: string; fullWidth?: boolean }) {
  const presenter = useInjection(LanguagePresenter);
  const other = presenter.offered;
  return (
    <Button
      variant="subtle"
      color={color}
      size="compact-sm"
      h={44}
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
      loading={presenter.switching}
      data-language-switch
      onClick={() => void presenter.switchClicked()}
    >
      <VisuallyHidden>{`${texts.switchTo} `}</VisuallyHidden>
      <span lang={other} dir="auto">
        {LANGUAGE_NAMES[other]}
      </span>
    </Button>
  );
});
