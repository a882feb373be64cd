import { useTranslation } from 'react-i18next';
import { focusMainContent, MAIN_CONTENT_ID } from '@/lib/focus';

/**
 * "Skip to content": the first Tab stop, visible only while focused. It focuses the page heading
 * itself rather than following the #fragment, which the router would treat as a navigation.
 */
export const SkipLink = () => {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        focusMainContent();
      }}
    >
      {t('app.skip_to_content')}
    </a>
  );
};
