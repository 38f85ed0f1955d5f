// The contact feature's public surface: the app and other features import from here only.
export { ContactForm } from './components/contact-form';
export { HelpAnswers } from './components/help-answers';
