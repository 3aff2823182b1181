// The CSS of the Mantine components that only the mock backend's own screens draw (the consent
// page and the QA panel), beyond what src/app/styles.ts loads for every page. Per component, never
// Mantine's whole stylesheet: its default variables would come after the theme's and override
// them (src/app/styles.test.ts checks both).
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
