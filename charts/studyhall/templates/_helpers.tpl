{{/* Chart name, truncated to the DNS label limit. */}}
{{- define "studyhall.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Release fullname: "<release>" when it already contains the chart name, else "<release>-<chart>". */}}
{{- define "studyhall.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Name of one component's resources: "<fullname>-<component>". Args: (dict "root" $ "name" "auth") */}}
{{- define "studyhall.componentName" -}}
{{- printf "%s-%s" (include "studyhall.fullname" .root) .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "studyhall.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels on everything. Args: (dict "root" $ "name" "<component>") */}}
{{- define "studyhall.labels" -}}
helm.sh/chart: {{ include "studyhall.chart" .root }}
{{ include "studyhall.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
app.kubernetes.io/part-of: studyhall
{{- end -}}

{{- define "studyhall.selectorLabels" -}}
app.kubernetes.io/name: {{ include "studyhall.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "studyhall.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "studyhall.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/* The Secret the services read their secret keys from. */}}
{{- define "studyhall.secretName" -}}
{{- if and .Values.secrets.create (not .Values.secrets.name) -}}
{{- printf "%s-secrets" (include "studyhall.fullname" .) -}}
{{- else -}}
{{- required "secrets.name is required when secrets.create is false" .Values.secrets.name -}}
{{- end -}}
{{- end -}}

{{/* Image reference. Args: (dict "root" $ "svc" <service values>) */}}
{{- define "studyhall.image" -}}
{{- $repo := .svc.image.repository -}}
{{- with .root.Values.image.registry -}}{{- $repo = printf "%s/%s" (trimSuffix "/" .) $repo -}}{{- end -}}
{{- $tag := .svc.image.tag | default .root.Values.image.tag | default .root.Chart.AppVersion -}}
{{- printf "%s:%s" $repo (toString $tag) -}}
{{- end -}}

{{/* ----- Endpoints: the in-cluster dev component when devInfra runs it, else the external value. ----- */}}
{{- define "studyhall.devInfraOn" -}}
{{- $root := .root -}}
{{- if and $root.Values.devInfra.enabled (index $root.Values.devInfra .component).enabled -}}true{{- end -}}
{{- end -}}

{{- define "studyhall.mongoBaseUrl" -}}
{{- if include "studyhall.devInfraOn" (dict "root" . "component" "mongo") -}}
{{- printf "mongodb://%s:27017" (include "studyhall.componentName" (dict "root" . "name" "mongo")) -}}
{{- else -}}
{{- required "mongo.url is required" .Values.mongo.url | trimSuffix "/" -}}
{{- end -}}
{{- end -}}

{{- define "studyhall.kafkaBrokers" -}}
{{- if include "studyhall.devInfraOn" (dict "root" . "component" "kafka") -}}
{{- printf "%s:9092" (include "studyhall.componentName" (dict "root" . "name" "kafka")) -}}
{{- else -}}
{{- required "kafka.brokers is required" .Values.kafka.brokers -}}
{{- end -}}
{{- end -}}

{{- define "studyhall.redisUrl" -}}
{{- if include "studyhall.devInfraOn" (dict "root" . "component" "redis") -}}
{{- printf "redis://%s:6379" (include "studyhall.componentName" (dict "root" . "name" "redis")) -}}
{{- else -}}
{{- required "redis.url is required" .Values.redis.url -}}
{{- end -}}
{{- end -}}

{{- define "studyhall.s3Endpoint" -}}
{{- if include "studyhall.devInfraOn" (dict "root" . "component" "minio") -}}
{{- printf "http://%s:9000" (include "studyhall.componentName" (dict "root" . "name" "minio")) -}}
{{- else -}}
{{- required "s3.endpoint is required" .Values.s3.endpoint -}}
{{- end -}}
{{- end -}}

{{/* In-cluster URL of a service. Args: (dict "root" $ "name" "auth") */}}
{{- define "studyhall.serviceUrl" -}}
{{- $svc := index .root.Values.services .name -}}
{{- printf "http://%s:%v" (include "studyhall.componentName" .) $svc.port -}}
{{- end -}}

{{/* The environment variable a service's URL goes into: lessons-quiz → LESSONS_QUIZ_URL. */}}
{{- define "studyhall.urlVar" -}}
{{- printf "%s_URL" (. | upper | replace "-" "_") -}}
{{- end -}}

{{/*
The non-secret environment of one service, as a YAML map. Args: (dict "root" $ "name" <name> "svc" <values>)
Later sources win: endpoints from `uses`, then values.env, then services.<name>.env.
*/}}
{{- define "studyhall.serviceEnv" -}}
{{- $root := .root -}}
{{- $svc := .svc -}}
{{- $uses := $svc.uses | default (list) -}}
{{- $env := dict
  "PORT" (toString $svc.port)
  "HOST" "0.0.0.0"
  "NODE_ENV" "production"
  "LOG_LEVEL" $root.Values.logLevel
  "STUDYHALL_SERVICE" .name -}}
{{- with $root.Values.tracing.otlpEndpoint -}}
{{- $_ := set $env "OTEL_EXPORTER_OTLP_ENDPOINT" . -}}
{{- $_ := set $env "OTEL_TRACES_SAMPLER_ARG" (toString $root.Values.tracing.sampleRatio) -}}
{{- end -}}
{{- if has "mongo" $uses -}}
{{- $db := required (printf "services.%s.database is required (it uses mongo)" .name) $svc.database -}}
{{- $url := printf "%s/%s" (include "studyhall.mongoBaseUrl" $root) $db -}}
{{- with $root.Values.mongo.options -}}{{- $url = printf "%s?%s" $url (trimPrefix "?" .) -}}{{- end -}}
{{- $_ := set $env "MONGO_URL" $url -}}
{{- $_ := set $env "MONGO_DB" $db -}}
{{- end -}}
{{- if has "redis" $uses -}}
{{- $_ := set $env "REDIS_URL" (include "studyhall.redisUrl" $root) -}}
{{- end -}}
{{- if has "kafka" $uses -}}
{{- $_ := set $env "KAFKA_BROKERS" (include "studyhall.kafkaBrokers" $root) -}}
{{- $_ := set $env "KAFKA_CLIENT_ID" .name -}}
{{- end -}}
{{- if has "s3" $uses -}}
{{- $_ := set $env "S3_ENDPOINT" (include "studyhall.s3Endpoint" $root) -}}
{{- $_ := set $env "S3_REGION" $root.Values.s3.region -}}
{{- $_ := set $env "S3_BUCKET" $root.Values.s3.bucket -}}
{{- end -}}
{{- if has "ai-assistant" $uses -}}
{{- $_ := set $env "AI_ASSISTANT_URL" (include "studyhall.serviceUrl" (dict "root" $root "name" "ai-assistant")) -}}
{{- end -}}
{{- if has "auth" $uses -}}
{{- $_ := set $env "AUTH_URL" (include "studyhall.serviceUrl" (dict "root" $root "name" "auth")) -}}
{{- end -}}
{{- if has "upstreams" $uses -}}
{{- range $name, $other := $root.Values.services -}}
{{- if and (ne $name "gateway") $other.enabled -}}
{{- $_ := set $env (include "studyhall.urlVar" $name) (include "studyhall.serviceUrl" (dict "root" $root "name" $name)) -}}
{{- end -}}
{{- end -}}
{{- $_ := set $env "TRUSTED_PROXY_HOPS" (ternary (toString $root.Values.ingress.trustedProxyHops) "0" $root.Values.ingress.enabled) -}}
{{- end -}}
{{- if has "oidc" $uses -}}
{{- $publicUrl := $root.Values.publicUrl -}}
{{- if and (not $publicUrl) $root.Values.ingress.enabled $root.Values.ingress.host -}}
{{- $publicUrl = printf "%s://%s" (ternary "https" "http" (gt (len $root.Values.ingress.tls) 0)) $root.Values.ingress.host -}}
{{- end -}}
{{- with $publicUrl -}}{{- $_ := set $env "PUBLIC_URL" . -}}{{- end -}}
{{- with $root.Values.oidc.issuerUrl -}}{{- $_ := set $env "OIDC_ISSUER_URL" . -}}{{- end -}}
{{- with $root.Values.oidc.clientId -}}{{- $_ := set $env "OIDC_CLIENT_ID" . -}}{{- end -}}
{{- end -}}
{{- if has "ai-provider" $uses -}}
{{- with $root.Values.ai.provider -}}{{- $_ := set $env "AI_PROVIDER" . -}}{{- end -}}
{{- with $root.Values.ai.openaiBaseUrl -}}{{- $_ := set $env "OPENAI_BASE_URL" . -}}{{- end -}}
{{- end -}}
{{- range $k, $v := $root.Values.env -}}{{- $_ := set $env $k (toString $v) -}}{{- end -}}
{{- range $k, $v := $svc.env -}}{{- $_ := set $env $k (toString $v) -}}{{- end -}}
{{- toYaml $env -}}
{{- end -}}
