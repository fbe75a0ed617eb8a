export { type CurationPlan, CurationService } from './service';
