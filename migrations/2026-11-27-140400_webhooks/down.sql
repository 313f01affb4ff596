DROP TRIGGER notices_to_webhooks ON notices;
DROP FUNCTION queue_webhook_deliveries();
DROP TABLE webhook_deliveries;
DROP TABLE webhooks;
