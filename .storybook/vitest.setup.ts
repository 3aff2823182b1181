import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Stories run as tests in Chromium, each checked by axe (a11y.test = 'error').
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
